import type { ToolDependencies } from '../../tool-dependencies.ts';
import { inCategory } from '../../define-cms-tool.ts';
import { createAddNavigationItemTool } from './add-navigation-item.ts';
import { createGetNavigationTool } from './get-navigation.ts';
import { createRemoveNavigationItemTool } from './remove-navigation-item.ts';
import { createToggleNavigationItemTool } from './toggle-navigation-item.ts';
import { createUpdateNavigationItemTool } from './update-navigation-item.ts';

export function createNavigationTools(services: ToolDependencies) {
  return inCategory('navigation', [
    createGetNavigationTool(services),
    createAddNavigationItemTool(services),
    createUpdateNavigationItemTool(services),
    createRemoveNavigationItemTool(services),
    createToggleNavigationItemTool(services),
  ] as const);
}
