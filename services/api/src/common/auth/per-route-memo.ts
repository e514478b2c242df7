import type { ExecutionContext } from '@nestjs/common';

/**
 * What a guard reads from a route's decorators, worked out on the route's first request and kept: metadata does
 * not change at run time, and reading it on every request is a measurable share of a cheap one (issue 14). Keyed
 * by controller and handler, since a handler inherited by two controllers may carry each one's class metadata.
 */
export class PerRouteMemo<T> {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- Nest's handlers and controllers are plain functions
  private readonly byController = new WeakMap<Function, WeakMap<Function, T>>();

  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- as above
  constructor(private readonly compute: (handler: Function, controller: ReturnType<ExecutionContext['getClass']>) => T) {}

  get(context: ExecutionContext): T {
    const controller = context.getClass();
    const handler = context.getHandler();
    let byHandler = this.byController.get(controller);
    if (!byHandler) {
      byHandler = new WeakMap();
      this.byController.set(controller, byHandler);
    }
    if (byHandler.has(handler)) return byHandler.get(handler) as T;
    const value = this.compute(handler, controller);
    byHandler.set(handler, value);
    return value;
  }
}
