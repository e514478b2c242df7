/** A form's primary action: what the floating Quick Actions button must never sit on. */
const PRIMARY_ACTION = 'button[type="submit"], form button:not([type]), input[type="submit"]';

/** Points across the button's round face (a 5 × 5 grid inside its circle). */
function facePoints(box: DOMRect): Array<[number, number]> {
  const radius = Math.min(box.width, box.height) / 2;
  const centre = [box.left + box.width / 2, box.top + box.height / 2] as const;
  const points: Array<[number, number]> = [];
  for (let column = -2; column <= 2; column++) {
    for (let row = -2; row <= 2; row++) {
      const [dx, dy] = [(column * radius) / 2.2, (row * radius) / 2.2];
      if (Math.hypot(dx, dy) <= radius) points.push([centre[0] + dx, centre[1] + dy]);
    }
  }
  return points;
}

/**
 * Whether a form's primary action lies under `button` (hit-testing the page at points across its face). Where the
 * browser cannot hit-test (no `elementsFromPoint`), nothing is reported.
 */
export function primaryActionUnder(button: HTMLElement): boolean {
  if (typeof document.elementsFromPoint !== 'function') return false;
  return facePoints(button.getBoundingClientRect()).some(([x, y]) =>
    document.elementsFromPoint(x, y).some((element) => !button.contains(element) && element.closest(PRIMARY_ACTION) !== null),
  );
}
