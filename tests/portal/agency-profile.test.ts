import { describe, expect, it, vi } from "vitest";

// The agency card of share pages: only raster images recognised by their bytes are kept.
vi.mock("server-only", () => ({}));

const { getPrisma } = await import("@/lib/db/prisma");
const { migrateDatabase } = await import("@/lib/db/migrate");
const { sniffLogo, LOGO_MAX_BYTES } = await import("@/lib/portal/agency/logo-image");
const { saveAgencyProfile } = await import("@/lib/portal/agency/save-agency-profile");
const { getAgencyProfile } = await import("@/lib/portal/agency/get-agency-profile");
const { getAgencyLogo } = await import("@/lib/portal/agency/get-agency-logo");
const { PortalError } = await import("@/lib/portal/errors");

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const WEBP = Uint8Array.from([...Buffer.from("RIFF"), 0, 0, 0, 0, ...Buffer.from("WEBPVP8 ")]);
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describe("sniffLogo", () => {
  it("knows PNG, JPEG and WebP by their bytes and nothing else", () => {
    expect(sniffLogo(PNG)).toBe("image/png");
    expect(sniffLogo(JPEG)).toBe("image/jpeg");
    expect(sniffLogo(WEBP)).toBe("image/webp");
    expect(sniffLogo(SVG)).toBeNull();
    expect(sniffLogo(new TextEncoder().encode("<html><img src=x onerror=alert(1)>"))).toBeNull();
    expect(sniffLogo(new Uint8Array())).toBeNull();
  });
});

describe("getAgencyProfile", () => {
  it("until an admin saves the profile, is the organisation's own name, with no logo or contact; then what was saved", async () => {
    await migrateDatabase();
    const id = `org-${Math.random().toString(36).slice(2, 10)}`;
    await getPrisma().organization.create({ data: { id, name: "Harbour Travel Ltd", slug: id } });
    expect(await getAgencyProfile(id)).toMatchObject({ name: "Harbour Travel Ltd", email: null, phone: null, hasLogo: false, saved: false });
    expect(await getAgencyLogo(id)).toBeNull();

    const context = { organization: { id } } as Parameters<typeof saveAgencyProfile>[0];
    await saveAgencyProfile(context, { name: "Harbour", email: "desk@harbour.example", phone: null, removeLogo: false, logo: null });
    expect(await getAgencyProfile(id)).toMatchObject({ name: "Harbour", email: "desk@harbour.example", hasLogo: false, saved: true });
    expect(await getAgencyProfile("org-that-does-not-exist")).toBeNull();
  });
});

describe("saveAgencyProfile", () => {
  it("keeps a PNG, refuses SVG, oversized and renamed files, and removes the logo on request", async () => {
    await migrateDatabase();
    const id = `org-${Math.random().toString(36).slice(2, 10)}`;
    await getPrisma().organization.create({ data: { id, name: "Org", slug: id } });
    const context = { organization: { id } } as Parameters<typeof saveAgencyProfile>[0];
    const base = { name: "Harbour Travel", email: "desk@harbour.example", phone: "+44 20 7946 0000", removeLogo: false };

    await saveAgencyProfile(context, { ...base, logo: new File([PNG], "logo.png", { type: "image/png" }) });
    expect(await getAgencyProfile(id)).toMatchObject({ name: "Harbour Travel", email: "desk@harbour.example", hasLogo: true });
    expect((await getAgencyLogo(id))?.type).toBe("image/png");

    const refused = async (file: File) => {
      const error = await saveAgencyProfile(context, { ...base, logo: file }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PortalError);
      return (error as InstanceType<typeof PortalError>).fieldErrors?.logo?.[0];
    };
    // The browser's claimed type and the name count for nothing.
    expect(await refused(new File([SVG], "logo.png", { type: "image/png" }))).toBe("The logo must be a PNG, JPEG or WebP image.");
    expect(await refused(new File([PNG, new Uint8Array(LOGO_MAX_BYTES)], "big.png", { type: "image/png" }))).toMatch(/at most 64 KB/);
    expect((await getAgencyLogo(id))?.type).toBe("image/png");

    // No file chosen keeps the logo; "remove" drops it.
    await saveAgencyProfile(context, { ...base, name: "Harbour", logo: new File([], "") });
    expect(await getAgencyProfile(id)).toMatchObject({ name: "Harbour", hasLogo: true });
    await saveAgencyProfile(context, { ...base, logo: null, removeLogo: true });
    expect(await getAgencyLogo(id)).toBeNull();
  });
});
