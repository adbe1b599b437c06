import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

// The two halves meet only through lib/contract (schemas) and HTTP: the portal never
// imports the service's code, and the service never imports the portal or the client.
const portalMayNotImport = {
  patterns: [{ group: ["@/lib/service", "@/lib/service/*"], message: "The portal talks to the service over HTTP: use lib/client." }],
};
const serviceMayNotImport = {
  patterns: [
    { group: ["@/lib/portal", "@/lib/portal/*", "@/lib/client", "@/lib/client/*"], message: "The service must not depend on the portal." },
  ],
};

// The back office (/specialist) and the provider's public pages (/properties) are the provider's side: it calls lib/service directly,
// and, like the service, does not depend on the portal.
const backOfficeMayNotImport = {
  patterns: [
    {
      regex: "^@/lib/(client|portal)(/.*)?$",
      message: "The back office is part of the service: it must not depend on the portal.",
    },
  ],
};

// What both sides share (form state, field errors, the cursor format, formatting) imports neither side.
const sharedMayNotImport = {
  patterns: [
    {
      regex: "^@/lib/(portal|service|client|backoffice)(/.*)?$",
      message: "lib/shared is neutral: it must not depend on the portal, the service, the client or the back office.",
    },
    { regex: "^\\.\\./", message: "lib/shared is neutral: import within it, or from lib/contract." },
  ],
};

const config = [
  { ignores: ["node_modules/**", ".next/**", "dist/**", "lib/generated/**", "tests/api/generated-client/schema.d.ts", "next-env.d.ts", "test-results/**", "playwright-report/**"] },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    files: ["app/**", "components/**", "lib/portal/**", "lib/client/**"],
    ignores: ["app/(specialist)/**", "app/(provider)/**"],
    rules: { "no-restricted-imports": ["error", portalMayNotImport] },
  },
  {
    files: ["app/(specialist)/**", "app/(provider)/**", "lib/backoffice/**"],
    rules: { "no-restricted-imports": ["error", backOfficeMayNotImport] },
  },
  {
    files: ["lib/shared/**"],
    rules: { "no-restricted-imports": ["error", sharedMayNotImport] },
  },
  {
    files: ["lib/service/**"],
    rules: { "no-restricted-imports": ["error", serviceMayNotImport] },
  },
  {
    files: ["tests/**", "e2e/**", "scripts/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
];

export default config;
