import { z } from 'zod';

/** A logistic regression over standardised features, as the training scripts fit it (scripts/ranker/fit-logistic-regression.ts). */
export const logisticModelSchema = z.object({
  mean: z.array(z.number()),
  scale: z.array(z.number().positive()),
  weights: z.array(z.number()),
  bias: z.number(),
});
export type LogisticModel = z.infer<typeof logisticModelSchema>;

/** sigmoid(bias + Σ weightᵢ · (xᵢ − meanᵢ) / scaleᵢ). Pure. */
export function logisticProbability({ mean, scale, weights, bias }: LogisticModel, features: readonly number[]): number {
  const logit = features.reduce((sum, value, index) => sum + weights[index]! * ((value - mean[index]!) / scale[index]!), bias);
  return 1 / (1 + Math.exp(-logit));
}
