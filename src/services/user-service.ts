// Users as operators create them (the public API has no sign-up) and as the API shows them.
import type { Clock } from '../clock.ts';
import type { Region } from '../config.ts';
import { hashPassword } from '../crypto/password.ts';
import { badRequest, notFound } from '../errors.ts';
import { newId } from '../ids.ts';
import { initials } from '../presenters/initials.ts';
import { presentUserDetails } from '../presenters/user.ts';
import type { UserDetails } from '../schemas/user.ts';
import type { UserRemoval, UsersRepository } from '../storage/repositories/users-repository.ts';
import type { UserRow } from '../storage/schema.ts';
import { ownerKeyOf } from './webhook-endpoint-identity.ts';

// The rule of `format: email` in the sign-in schema (ajv-formats, full mode)
// and its limits: a user this service accepts can always sign in.
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const MAX_EMAIL_LENGTH = 320;
const MAX_PASSWORD_LENGTH = 1024;

function checkPassword(password: string): void {
  if (password.length < 8) throw badRequest('weakPassword', 'Password must be at least 8 characters');
  if (password.length > MAX_PASSWORD_LENGTH) throw badRequest('weakPassword', `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);
}

/** A user named by id or by email, as the admin commands take it. */
export type UserReference = { id: string } | { email: string };

export class UserService {
  constructor(
    private readonly deps: {
      users: UsersRepository;
      clock: Clock;
      region: Region;
      /** log2 of scrypt's N for new and changed passwords (PASSWORD_HASH_COST). */
      passwordHashCost: number;
    },
  ) {}

  /** A new user, with no companies yet. */
  async create(input: { email: string; password: string; name: string; partner?: boolean; verified?: boolean }): Promise<UserDetails> {
    const email = input.email.trim().toLowerCase();
    if (!EMAIL.test(email) || email.length > MAX_EMAIL_LENGTH)
      throw badRequest('invalidEmail', `Not a valid email address: ${input.email}`);
    checkPassword(input.password);
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
      password_hash: await hashPassword(input.password, this.deps.passwordHashCost),
      is_partner: input.partner ? 1 : 0,
      verified_email: input.verified ? 1 : 0,
      signature_enabled: null,
      signature_body: null,
      created_at: now,
      updated_at: now,
    });
    return presentUserDetails(user, []);
  }

  private async find(reference: UserReference): Promise<UserRow> {
    const user =
      'id' in reference ? await this.deps.users.findById(reference.id) : await this.deps.users.findByEmail(reference.email.trim());
    if (!user)
      throw notFound(
        'userNotFound',
        'id' in reference ? `No user with id ${reference.id}` : `No user with email ${reference.email.trim()}`,
      );
    return user;
  }

  /**
   * Sets a new password (the same rules as at creation) and signs out every
   * session of the user: whoever knew the old one is signed out. Personal
   * access tokens stay valid (revoke them with `token revoke`).
   */
  async setPassword(reference: UserReference, password: string): Promise<{ user: UserDetails; sessionsSignedOut: number }> {
    checkPassword(password);
    const user = await this.find(reference);
    const signedOut = await this.deps.users.setPassword(
      user.id,
      await hashPassword(password, this.deps.passwordHashCost),
      this.deps.clock.now(),
    );
    if (signedOut === undefined) throw notFound('userNotFound', `No user with id ${user.id}`);
    return { user: presentUserDetails(user, []), sessionsSignedOut: signedOut };
  }

  /**
   * Deletes the user, its sessions and personal access tokens (every request
   * with them is refused from then on), its memberships and, of a partner,
   * the webhook endpoints it owns. What it wrote in companies stays.
   */
  async delete(reference: UserReference): Promise<{ user: UserDetails; removed: UserRemoval }> {
    const user = await this.find(reference);
    const removed = await this.deps.users.deleteWithCredentials(user.id, user.is_partner === 1 ? ownerKeyOf(user) : null);
    if (!removed) throw notFound('userNotFound', `No user with id ${user.id}`);
    return { user: presentUserDetails(user, []), removed };
  }
}
