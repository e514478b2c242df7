/**
 * Shares one fingerprint read among the requests of an organization that arrive while another is under way:
 * they wait for the next read, which starts once the current one is done, never for one that may have started
 * before they arrived (it could predate a write they must see). Concurrent requests thus cost one read, not each one.
 */
export class FingerprintReads {
  private readonly running = new Map<string, Promise<string>>();
  private readonly next = new Map<string, Promise<string>>();

  constructor(private readonly read: (organizationId: string) => Promise<string>) {}

  fingerprint(organizationId: string): Promise<string> {
    const queued = this.next.get(organizationId);
    if (queued) return queued;
    const running = this.running.get(organizationId);
    if (!running) return this.start(organizationId);
    const after = running
      .catch(() => undefined)
      .then(() => {
        this.next.delete(organizationId);
        return this.start(organizationId);
      });
    this.next.set(organizationId, after);
    return after;
  }

  private start(organizationId: string): Promise<string> {
    const read = this.read(organizationId).finally(() => {
      if (this.running.get(organizationId) === read) this.running.delete(organizationId);
    });
    this.running.set(organizationId, read);
    return read;
  }
}
