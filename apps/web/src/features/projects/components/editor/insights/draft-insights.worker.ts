import { computeInsights, type DraftInsights, type InsightsInput } from './draft-insights';

export type InsightsRequest = { id: number; input: InsightsInput };
export type InsightsResponse = { id: number; insights: DraftInsights };

// The worker's global scope, typed by what is used of it (the app compiles against the DOM library).
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<InsightsRequest>) => void) | null;
  postMessage(message: InsightsResponse): void;
};

scope.onmessage = ({ data }) => {
  scope.postMessage({ id: data.id, insights: computeInsights(data.input) });
};
