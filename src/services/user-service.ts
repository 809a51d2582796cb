// Users as operators create them (the public API has no sign-up) and as the API shows them.
import type { Clock } from '../clock.ts';
import type { Region } from '../config.ts';
import { hashPassword } from '../crypto/password.ts';
import { badRequest } from '../errors.ts';
import { newId } from '../ids.ts';
import { initials } from '../presenters/initials.ts';
import { presentUserDetails } from '../presenters/user.ts';
import type { UserDetails } from '../schemas/user.ts';
import type { UsersRepository } from '../storage/repositories/users-repository.ts';

// The rule of `format: email` in the sign-in schema (ajv-formats, full mode)
// and its limits: a user this service accepts can always sign in.
const EMAIL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const MAX_EMAIL_LENGTH = 320;
const MAX_PASSWORD_LENGTH = 1024;

export class UserService {
  constructor(private readonly deps: { users: UsersRepository; clock: Clock; region: Region }) {}

  /** A new user, with no companies yet. */
  async create(input: { email: string; password: string; name: string; partner?: boolean; verified?: boolean }): Promise<UserDetails> {
    const email = input.email.trim().toLowerCase();
    if (!EMAIL.test(email) || email.length > MAX_EMAIL_LENGTH) throw badRequest('invalidEmail', `Not a valid email address: ${input.email}`);
    if (input.password.length < 8) throw badRequest('weakPassword', 'Password must be at least 8 characters');
    if (input.password.length > MAX_PASSWORD_LENGTH) throw badRequest('weakPassword', `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);
    const name = input.name.trim();
    if (name === '') throw badRequest('invalidName', 'Name must not be empty');
    if (await this.deps.users.findByEmail(email)) throw badRequest('emailTaken', `A user with email ${email} already exists`);
    const now = this.deps.clock.now();
    const user = await this.deps.users.insert({
      id: newId(this.deps.region),
      email,
      name,
      username: email.split('@')[0]!,
      initial: initials(name),
      password_hash: await hashPassword(input.password),
      is_partner: input.partner ? 1 : 0,
      verified_email: input.verified ? 1 : 0,
      signature_enabled: null,
      signature_body: null,
      created_at: now,
      updated_at: now,
    });
    return presentUserDetails(user, []);
  }
}
