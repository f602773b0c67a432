/** Beside a query's results: its visualizations (the visualization files replace this). */
export function VisualizationPanel() {
  return null;
}
