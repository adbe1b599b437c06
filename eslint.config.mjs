import { existsSync, readdirSync } from "node:fs";
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
    {
      group: ["@/lib/service/backoffice", "@/lib/service/backoffice/*", "**/backoffice", "**/backoffice/*"],
      message: "The API does not depend on the back office: the back office builds on the service, not the other way round.",
    },
  ],
};

// The back office (app/(backoffice), lib/service/backoffice) is the provider's own wing of
// the service: it calls lib/service directly and the neutral modules (lib/contract, lib/db,
// the shared UI kit, …), never the portal, its HTTP client or its components. The provider's public pages
// (app/(provider), /properties) are on the same side.
const backOfficeMayNotImport = {
  patterns: [
    {
      regex: "^@/lib/(client|portal)(/.*)?$",
      message: "The back office is part of the service: it must not depend on the portal.",
    },
    {
      // It renders with the shared UI kit; the rest of components/ is the portal's.
      regex: "^@/components/(?!(ui|time)/|icons$|logo$|page-header$)",
      message: "The back office renders with the shared UI kit (components/ui, components/time): the rest of components/ is the portal's.",
    },
  ],
};

// The shared UI kit (components/ui: primitives, and the enquiry's pieces both wings show:
// details, state badge, stay and guest labels, location precision) and the reader's time
// (components/time) render what they are given: they read nothing and import neither wing,
// nor the portal's own components, so the back office can build on them.
const sharedUiMayNotImport = {
  patterns: [
    {
      regex: "^@/lib/(portal|service|client)(/.*)?$",
      message: "components/ui is shared by both wings: take what it shows as props, and import neither wing.",
    },
    {
      regex: "^(@/components/(?!(ui|time)/|icons$|logo$)|\\.\\./(?!icons$|ui/|time/))",
      message: "components/ui is shared by both wings: build on its own pieces (and the icons), not on the portal's components.",
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

// Each wing's folders (and top-level files, by name without extension), lowest floor first.
// A file imports only from its own folder or from a folder on a lower floor, so imports run
// downward and no two folders import each other. A folder on no floor fails the lint run
// until it is given one: where a new folder stands is a decision, not an accident.
const FLOORS = {
  "lib/service": [
    ["errors", "ids", "inventory", "limits", "public-origin"],
    ["accounts", "events", "webhooks"],
    ["delivery", "enquiries"],
    ["quotes"],
    ["booking-versions"],
    ["amendments", "lifecycle", "messages", "preferences"],
    ["booking-changes"],
    ["backoffice", "sandbox"],
    ["http"],
    ["background"],
  ],
  "lib/portal": [
    ["errors", "mail-log", "membership", "names", "navigation", "portal-url", "problem-response", "safe-next-path", "security-headers"],
    ["api-reference", "client-errors", "live", "organizations", "photos"],
    ["invitations"],
    ["auth"],
    ["session"],
    ["action", "agency", "audit", "members", "notifications", "time-zone"],
    ["account", "clients", "connections", "exchange-rates"],
    ["messages", "pricing", "quotes", "webhooks"],
    ["enquiries"],
    ["bookings", "intake", "reports", "whereabouts"],
    ["amendments"],
    ["booking-changes"],
    ["receiver"],
    ["share-links"],
    ["approvals"],
    ["choices"],
    ["feeds"],
    ["background"],
  ],
};

function floorZones(root, floors) {
  const placed = floors.flat();
  const present = readdirSync(new URL(`./${root}`, import.meta.url)).map((name) => name.replace(/\.tsx?$/, ""));
  const missing = present.filter((name) => !placed.includes(name));
  if (missing.length > 0) throw new Error(`${root}: ${missing.join(", ")} on no floor: add each to FLOORS in eslint.config.mjs.`);
  const path = (name) => (existsSync(new URL(`./${root}/${name}`, import.meta.url)) ? `./${root}/${name}` : `./${root}/${name}.ts`);
  return floors.flatMap((floor, level) =>
    floor.flatMap((name) =>
      floors
        .slice(level)
        .flat()
        .filter((other) => other !== name)
        .map((other) => ({
          target: path(name),
          from: path(other),
          message: `${root}/${name} stands below ${root}/${other} (FLOORS in eslint.config.mjs): import downward only, or move the code.`,
        })),
    ),
  );
}

const storeEventOnly = {
  selector: "CallExpression[callee.object.property.name='portalEvent'][callee.property.name=/^(create|createMany|upsert)$/]",
  message: "Store a timeline event with storeEvent (lib/portal/receiver/store-event.ts).",
};
const tableFromUiKit = {
  selector: "JSXOpeningElement[name.name='table']",
  message: "Draw a table with Table (components/ui/table.tsx): one look, caption and scrolling for every table.",
};

const config = [
  { ignores: ["node_modules/**", ".next/**", "dist/**", "lib/generated/**", "tests/api/generated-client/schema.d.ts", "next-env.d.ts", "test-results/**", "playwright-report/**"] },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    files: ["app/**", "components/**", "lib/portal/**", "lib/client/**"],
    ignores: ["app/(backoffice)/**", "app/(provider)/**"],
    rules: { "no-restricted-imports": ["error", portalMayNotImport] },
  },
  {
    files: ["lib/service/**"],
    ignores: ["lib/service/backoffice/**"],
    rules: { "no-restricted-imports": ["error", serviceMayNotImport] },
  },
  {
    files: ["app/(backoffice)/**", "app/(provider)/**", "lib/service/backoffice/**"],
    rules: { "no-restricted-imports": ["error", backOfficeMayNotImport] },
  },
  {
    // Every environment variable is read in lib/env.ts (validated there), so that a new
    // setting cannot hide from the configuration doc. Scripts, tests and config files run
    // outside the app and may read their own.
    files: ["**/*.{ts,tsx,mts,mjs,js}"],
    ignores: ["lib/env.ts", "scripts/**", "tests/**", "e2e/**", "*.config.{ts,mts,mjs,js}"],
    rules: {
      "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read environment variables in lib/env.ts." }],
    },
  },
  {
    files: ["lib/shared/**"],
    rules: { "no-restricted-imports": ["error", sharedMayNotImport] },
  },
  {
    files: ["components/ui/**", "components/time/**"],
    rules: { "no-restricted-imports": ["error", sharedUiMayNotImport] },
  },
  {
    // Every CSV file is written by lib/shared/csv.ts, which keeps a cell a spreadsheet would
    // run as a formula as text. (typescript-eslint's copy of the rule, so that the import
    // boundaries above keep theirs.)
    files: ["**/*.{ts,tsx}"],
    ignores: ["lib/shared/csv.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ group: ["csv-stringify", "csv-stringify/*"], message: "Write CSV with csvWriter (lib/shared/csv.ts): it neutralises cells a spreadsheet would run as formulas." }] },
      ],
    },
  },
  {
    files: ["lib/service/**", "lib/portal/**"],
    rules: { "import/no-restricted-paths": ["error", { zones: Object.entries(FLOORS).flatMap(([root, floors]) => floorZones(root, floors)) }] },
  },
  {
    // One writer of a timeline event (numbered, notified, told to the live streams).
    files: ["lib/**", "app/**", "components/**"],
    ignores: ["lib/portal/receiver/store-event.ts"],
    rules: { "no-restricted-syntax": ["error", storeEventOnly] },
  },
  {
    // One look for every table: a table is drawn by components/ui/table.tsx. (Repeats the rule
    // above: a later block's options replace an earlier one's for the same rule.)
    files: ["app/**", "components/**"],
    ignores: ["components/ui/**"],
    rules: { "no-restricted-syntax": ["error", storeEventOnly, tableFromUiKit] },
  },
  {
    files: ["tests/**", "e2e/**", "scripts/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
];

export default config;
