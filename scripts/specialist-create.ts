// npm run specialist:create -- --email EMAIL --name "FULL NAME" [--password PASSWORD]
//   Creates an account of the provider's back office (/specialist). Without --password,
//   one is generated and printed once.
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { migrateDatabase } from "@/lib/db/migrate";
import { getPrisma } from "@/lib/db/prisma";
import { EnvError, getEnv } from "@/lib/env";
import { createSpecialist } from "@/lib/service/backoffice/auth/create-specialist";
import { ServiceError } from "@/lib/service/errors";

const USAGE = 'usage: npm run specialist:create -- --email EMAIL --name "FULL NAME" [--password PASSWORD]';

async function main() {
  const { values } = parseArgs({ options: { email: { type: "string" }, name: { type: "string" }, password: { type: "string" } } });
  if (!values.email || !values.name) throw new EnvError(USAGE);
  getEnv();
  await migrateDatabase();
  const password = values.password ?? randomBytes(12).toString("base64url");
  const specialist = await createSpecialist(getPrisma(), { email: values.email, name: values.name, password });
  console.log(`Specialist ${specialist.name} <${specialist.email}> created. Sign in at /specialist/sign-in.`);
  if (!values.password) console.log(`Password (shown once): ${password}`);
}

main()
  .catch((error: unknown) => {
    if (error instanceof ServiceError && error.errors) {
      console.error(Object.entries(error.errors).map(([field, messages]) => `${field} ${messages.join(", ")}`).join("\n"));
    } else {
      console.error(error instanceof EnvError || error instanceof ServiceError ? error.message : error);
    }
    process.exitCode = 1;
  })
  .finally(() => getPrisma().$disconnect());
