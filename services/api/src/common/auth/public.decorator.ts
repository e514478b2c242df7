import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'fsp:is-public';

/**
 * No bearer token needed. The only way a route becomes public: its path (even under /api/public/) does not
 * make it so, and a route that declares neither this nor who may call it is refused (see route-access.ts).
 */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC, true);
