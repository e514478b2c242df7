import { Body, Controller, Get, Module, Post } from '@nestjs/common';
import { InjectRepository, TypeOrmModule } from '@nestjs/typeorm';
import { IsEmail } from 'class-validator';
import { Repository } from 'typeorm';
import { Public } from '../common/auth/public.decorator.js';
import { Authenticated } from '../common/auth/roles.decorator.js';
import { User } from '../modules/users/entities/user.entity.js';

class CreateProbeUserDto {
  @IsEmail({}, { message: 'email must be an e-mail address' })
  email!: string;
}

/** A future public endpoint: covered by the /api/public/ rate limit without opting in. */
@Public()
@Controller('public/probe')
class PublicProbeController {
  @Get()
  ping(): { ok: true } {
    return { ok: true };
  }
}

/** A plain authenticated write that can violate the unique e-mail index. */
@Authenticated()
@Controller('probe/users')
class UserProbeController {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  @Post()
  async create(@Body() body: CreateProbeUserDto): Promise<{ id: string }> {
    const saved = await this.users.save(this.users.create({ email: body.email }));
    return { id: saved.id };
  }

  @Get('boom')
  boom(): never {
    throw new Error('probe failure with secret detail');
  }
}

/** Test-only routes mounted through createApp's extraModules. */
@Module({
  imports: [TypeOrmModule.forFeature([User])],
  controllers: [PublicProbeController, UserProbeController],
})
export class ProbeModule {}
