export interface Fix {
  lat: number;
  lng: number;
  accuracy_m: number;
}

const OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 };

/** Where the phone is, or null when it cannot say within the timeout (refused, no signal, no GPS): delivery goes on. */
export function locate(
  geolocation: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation,
): Promise<Fix | null> {
  if (!geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    // Some browsers never call back when the permission prompt is ignored: the timeout does not cover that wait.
    const guard = setTimeout(() => resolve(null), OPTIONS.timeout! + 2_000);
    geolocation.getCurrentPosition(
      ({ coords }) => {
        clearTimeout(guard);
        resolve({ lat: coords.latitude, lng: coords.longitude, accuracy_m: Math.round(coords.accuracy) });
      },
      () => {
        clearTimeout(guard);
        resolve(null);
      },
      OPTIONS,
    );
  });
}
