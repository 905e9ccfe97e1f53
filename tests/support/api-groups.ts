/** The API groups of the provider's reference sidebar, in its order (v1 data endpoints sit inside the v2 groups). */
export const providerApiGroupLabels = [
  'Contract v2',
  'Socket v2',
  'Telegram v2',
  'JmaFile v2',
  'Archive v2',
  'WebSocket v2',
  'Parameter v2',
  'GD Earthquake v2',
  'GD Eew v2',
];
