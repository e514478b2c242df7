/** The current time; tests inject their own to move it forward without waiting. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
