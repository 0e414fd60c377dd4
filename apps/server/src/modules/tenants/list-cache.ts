/**
 * Serialized tenant lists (UTF-8 bytes, so sending one costs no encoding), each kept with the
 * fingerprint of the data it was built from. A
 * landlord with 1,000 tenants gets a ~400 kB list: building it costs milliseconds, checking
 * the fingerprint a fraction of one. The fingerprint is read from the database on every call,
 * so a change made by another server process is seen at once: nothing is served stale.
 */
export class TenantListCache {
  private readonly entries = new Map<string, { fingerprint: string; body: Buffer }>();
  private bytes = 0;

  constructor(private readonly maxBytes = 24 * 1024 * 1024) {}

  get(key: string, fingerprint: string): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.fingerprint !== fingerprint) return undefined;
    // Most recently used last: Map keeps insertion order, eviction takes the first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  set(key: string, fingerprint: string, body: Buffer) {
    this.forget(key);
    this.entries.set(key, { fingerprint, body });
    this.bytes += body.length;
    while (this.bytes > this.maxBytes && this.entries.size > 1) {
      this.forget(this.entries.keys().next().value!);
    }
  }

  private forget(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.length;
    this.entries.delete(key);
  }
}
