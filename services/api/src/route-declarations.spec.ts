import { API_ERRORS } from '@fsp/contracts';
import { Controller, Get, Module, RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { routeAccess, type RouteAccess } from './common/auth/route-access.js';
import { startTestApi, type TestApi } from './testing/start-test-api.js';
import { testDatabases } from './testing/test-databases.js';

/** Under /api/public/ but declaring nothing: the path alone must not open it. */
@Controller('public/undeclared-probe')
class UndeclaredPublicPathProbeController {
  @Get()
  ping(): { ok: true } {
    return { ok: true };
  }
}

/** A route someone forgot to declare. */
@Controller('probe/undeclared')
class UndeclaredProbeController {
  @Get()
  ping(): { ok: true } {
    return { ok: true };
  }
}

@Module({ controllers: [UndeclaredPublicPathProbeController, UndeclaredProbeController] })
class UndeclaredProbeModule {}

const PROBES = ['GET /api/probe/undeclared', 'GET /api/public/undeclared-probe'];

/** Public routes outside /api/public/: the health check, the developer outbox (which checks its own conditions) and Stripe's webhook (signed). */
const PUBLIC_OUTSIDE_PUBLIC_PREFIX = ['GET /api/dev/outbox', 'GET /api/health', 'POST /api/webhooks/stripe'];

interface ListedRoute {
  /** e.g. "GET /api/owner/schedule" */
  route: string;
  method: string;
  path: string;
  /** The controller's prefix, e.g. "owner/schedule". */
  prefix: string;
  access: RouteAccess;
}

function pathsOf(metadata: unknown): string[] {
  if (Array.isArray(metadata)) return metadata.map(String);
  return [typeof metadata === 'string' ? metadata : ''];
}

function joinPath(...parts: string[]): string {
  return `/${parts.join('/')}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
}

/** Every HTTP route of the running app, from the controllers Nest mounted, with what it declares. */
function listRoutes(t: TestApi): ListedRoute[] {
  const app = t.api.app;
  const reflector = app.get(Reflector);
  const scanner = new MetadataScanner();
  const routes: ListedRoute[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller) continue;
      for (const controllerPath of pathsOf(Reflect.getMetadata(PATH_METADATA, controller))) {
        for (const name of scanner.getAllMethodNames(controller.prototype as object)) {
          const handler = (controller.prototype as Record<string, unknown>)[name];
          if (typeof handler !== 'function') continue;
          const requestMethod = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
          if (requestMethod === undefined) continue;
          const access = routeAccess(reflector, [handler, controller]);
          for (const methodPath of pathsOf(Reflect.getMetadata(PATH_METADATA, handler))) {
            const method = RequestMethod[requestMethod];
            const path = joinPath('api', controllerPath, methodPath);
            routes.push({ route: `${method} ${path}`, method, path, prefix: controllerPath, access });
          }
        }
      }
    }
  }
  return routes.sort((a, b) => a.route.localeCompare(b.route));
}

describe.each(testDatabases())('route declarations on %s', (database) => {
  let t: TestApi;
  let routes: ListedRoute[];

  beforeAll(async () => {
    t = await startTestApi(database, { extraModules: [UndeclaredProbeModule] });
    routes = listRoutes(t);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('lists the routes the running server answers', () => {
    const fastify = t.api.app.getHttpAdapter().getInstance();
    expect(routes.length).toBeGreaterThan(60);
    for (const { method, path } of routes) {
      expect({ route: `${method} ${path}`, mounted: fastify.hasRoute({ method: method as 'GET', url: path }) }).toEqual({
        route: `${method} ${path}`,
        mounted: true,
      });
    }
  });

  it('finds no route that declares neither @Public() nor who may call it, apart from the probes', () => {
    const undeclared = routes.filter((route) => route.access === 'undeclared').map((route) => route.route);
    expect(undeclared).toEqual(PROBES);
  });

  it('makes public exactly the /api/public/ routes, the health check and the developer outbox', () => {
    const isPublic = routes.filter((route) => route.access === 'public').map((route) => route.route);
    const expected = routes
      .filter((route) => !PROBES.includes(route.route))
      .filter((route) => route.path.startsWith('/api/public/') || PUBLIC_OUTSIDE_PUBLIC_PREFIX.includes(route.route))
      .map((route) => route.route);
    expect(isPublic).toEqual(expected);
    expect(isPublic).toEqual(expect.arrayContaining([...PUBLIC_OUTSIDE_PUBLIC_PREFIX, 'POST /api/public/leads', 'GET /api/public/signup/:code']));
  });

  it('declares /api/users/me for any signed-in user and the owner and admin areas by role', () => {
    const accessOf = (route: string) => routes.find((listed) => listed.route === route)?.access;
    expect(accessOf('GET /api/users/me')).toBe('signed-in');
    for (const route of routes.filter((listed) => /^\/api\/(owner|admin)\//.test(listed.path))) {
      expect({ route: route.route, access: route.access }).toEqual({ route: route.route, access: 'roles' });
    }
  });

  it('gives every controller its full prefix, never a bare area such as "owner"', () => {
    const bare = routes.filter((route) => ['', 'owner', 'admin', 'public', 'dev'].includes(route.prefix.replace(/^\/|\/$/g, '')));
    expect(bare.map((route) => route.route)).toEqual([]);
  });

  it.each(PROBES)('refuses the undeclared %s to everyone, signed in or not', async (route) => {
    const path = route.replace(/^GET /, '');
    expect(await t.request('GET', path)).toMatchObject({ status: 403, body: { error: API_ERRORS.forbidden } });
    for (const email of ['owner@demo.test', 'admin@demo.test']) {
      const token = await t.tokenFor(email);
      expect(await t.request('GET', path, { token })).toMatchObject({ status: 403, body: { error: API_ERRORS.forbidden } });
    }
  });

  it('still serves declared routes: a public one without a token, a signed-in one with a token', async () => {
    expect((await t.request('GET', '/api/health')).status).toBe(200);
    expect((await t.request('GET', '/api/users/me')).status).toBe(401);
    expect((await t.request('GET', '/api/users/me', { token: await t.tokenFor('crew@demo.test') })).status).toBe(200);
  });
});
