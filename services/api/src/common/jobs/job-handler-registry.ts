import { Injectable } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import {
  JOB_HANDLER_DEFAULTS,
  JOB_HANDLER_METADATA,
  type JobHandlerFunction,
  type JobHandlerMetadata,
} from './job-handler.decorator.js';

export interface JobHandlerRegistration {
  name: string;
  /** `Class.method`, for messages. */
  handlerName: string;
  cron: string | null;
  tz: string;
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  run: JobHandlerFunction;
}

/** The @JobHandler methods of the application's providers, found once on first use. */
@Injectable()
export class JobHandlerRegistry {
  private handlers: Map<string, JobHandlerRegistration> | null = null;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
  ) {}

  all(): JobHandlerRegistration[] {
    return [...this.discovered().values()];
  }

  /** The handler of queue `name`; throws when there is none, so that a misspelt name fails where it is sent. */
  get(name: string): JobHandlerRegistration {
    const handler = this.discovered().get(name);
    if (!handler) throw new Error(`No @JobHandler('${name}') is registered: the job would never run`);
    return handler;
  }

  private discovered(): Map<string, JobHandlerRegistration> {
    this.handlers ??= this.discover();
    return this.handlers;
  }

  private discover(): Map<string, JobHandlerRegistration> {
    const handlers = new Map<string, JobHandlerRegistration>();
    const seen = new Set<object>();
    for (const wrapper of this.discovery.getProviders()) {
      const instance: unknown = wrapper.instance;
      // Request-scoped providers have no instance outside a request; a handler must be a singleton.
      if (!instance || typeof instance !== 'object' || !wrapper.isDependencyTreeStatic() || seen.has(instance)) continue;
      seen.add(instance);
      const target = instance as Record<string, unknown>;
      for (const method of this.scanner.getAllMethodNames(Object.getPrototypeOf(instance) as object)) {
        const fn = target[method];
        if (typeof fn !== 'function') continue;
        const metadata = Reflect.getMetadata(JOB_HANDLER_METADATA, fn) as JobHandlerMetadata | undefined;
        if (!metadata) continue;
        const handlerName = `${instance.constructor.name}.${method}`;
        const existing = handlers.get(metadata.name);
        if (existing) throw new Error(`Queue "${metadata.name}" has two @JobHandler methods: ${existing.handlerName} and ${handlerName}`);
        handlers.set(metadata.name, {
          name: metadata.name,
          handlerName,
          cron: metadata.options.cron ?? null,
          tz: metadata.options.tz ?? 'UTC',
          retryLimit: metadata.options.retryLimit ?? JOB_HANDLER_DEFAULTS.retryLimit,
          retryDelaySeconds: metadata.options.retryDelaySeconds ?? JOB_HANDLER_DEFAULTS.retryDelaySeconds,
          retryBackoff: metadata.options.retryBackoff ?? JOB_HANDLER_DEFAULTS.retryBackoff,
          run: (fn as JobHandlerFunction).bind(instance),
        });
      }
    }
    return handlers;
  }
}
