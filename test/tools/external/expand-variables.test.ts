import { describe, expect, it } from 'vitest';
import { expandVariables } from '../../../server/tools/external/expand-variables.ts';

describe('expandVariables', () => {
  it('replaces each ${NAME} with the variable and reports what it put in', () => {
    expect(expandVariables('Bearer ${DAM_TOKEN}', { DAM_TOKEN: 'secret-123' })).toEqual({
      value: 'Bearer secret-123',
      substituted: ['secret-123'],
      problems: [],
    });
    expect(expandVariables('${A}:${B}', { A: 'x', B: 'y' }).value).toBe('x:y');
    expect(expandVariables('no references', {})).toEqual({ value: 'no references', substituted: [], problems: [] });
  });

  it('names every unset variable and every malformed reference, never a value', () => {
    const { problems } = expandVariables('${MISSING} ${ALSO_MISSING}', {});
    expect(problems).toEqual(['${MISSING} is not set in the environment', '${ALSO_MISSING} is not set in the environment']);
    expect(expandVariables('${not-a-name}', {}).problems).toEqual([expect.stringContaining('is not a ${NAME} reference')]);
    expect(expandVariables('${OPEN', {}).problems).toHaveLength(1);
  });
});
