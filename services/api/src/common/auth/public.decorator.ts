import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'fsp:is-public';

/** No bearer token needed. Routes under /api/public/ are public without it. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC, true);
