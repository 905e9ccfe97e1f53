/** data/figure-scales.json: the colour scales of the drawings, each with its source. */
export interface FigureScale {
  /** `checked`: what of the source was confirmed, when, and how (a source not opened says so). */
  source: { title: string; url?: string; checked?: string };
  levels: Array<{ key: string; label: string; colour: string }>;
}

export interface FigureScales {
  intensity: FigureScale;
  tsunami: FigureScale;
  warning: FigureScale;
  typhoon: FigureScale;
  weathermap: FigureScale;
}

export type ScaleName = keyof FigureScales;
