import { describe, expect, it } from 'vitest';
import { toolEmbeddingTexts } from '../../../server/tools/tool-search/vector-tool-index.ts';

describe('toolEmbeddingTexts', () => {
  const parameters = [{ name: 'postalCode', description: 'Postal code of the place.' }, { name: 'days' }];

  it("embeds a tool without phrases with its parameters' names and descriptions after its description", () => {
    expect(toolEmbeddingTexts({ name: 'weather__get_forecast', description: 'Weather forecast.', parameters })).toEqual([
      { key: 'weather__get_forecast#description', text: 'weather get forecast: Weather forecast. postal Code: Postal code of the place.. days: ' },
    ]);
  });

  it('embeds a tool with phrases by its description alone, and a row per phrase language', () => {
    const tool = { name: 'cms_getForecast', description: 'Weather forecast.', parameters, phrases: { en: ['will it rain', 'weather tomorrow'] } };
    expect(toolEmbeddingTexts(tool)).toEqual([
      { key: 'cms_getForecast#description', text: 'cms get Forecast: Weather forecast.' },
      { key: 'cms_getForecast#en', text: 'will it rain. weather tomorrow' },
    ]);
  });
});
