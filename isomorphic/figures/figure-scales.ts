/** data/figure-scales.json: the colour scales of the drawings, each with its source. */
export interface FigureScale {
  source: { title: string; url?: string };
  levels: Array<{ key: string; label: string; colour: string }>;
}

export interface FigureScales {
  intensity: FigureScale;
  tsunami: FigureScale;
  warning: FigureScale;
}

export type ScaleName = keyof FigureScales;
