import geographyData from '../../../data/geography/japan-prefectures.json';
import scalesData from '../../../data/figure-scales.json';
import type { FigureScales } from '../../../isomorphic/figures/figure-scales';
import type { JapanGeography } from '../../../isomorphic/figures/geography';

/**
 * The map and the colour scales every drawing uses, as the build and the validator import them (the validator's
 * chunk carries them, so they load only with it). data/geography/japan-prefectures.yaml records where the map
 * comes from; data/figure-scales.json names the source of each scale.
 */
export const japanGeography: JapanGeography = geographyData;
export const figureScales = scalesData as FigureScales;
