/** Whether the reader lets us count page views: no when Do Not Track or Global Privacy Control is on. */
export type PrivacySignals = {
  navigator: {doNotTrack?: string | null; globalPrivacyControl?: boolean};
  /** Older Safari and Edge exposed the signal on window. */
  window?: {doNotTrack?: string | null};
};

export function isTrackingAllowed({navigator, window}: PrivacySignals): boolean {
  const doNotTrack = [navigator.doNotTrack, window?.doNotTrack].some((value) => value === '1' || value === 'yes');
  return !doNotTrack && navigator.globalPrivacyControl !== true;
}
