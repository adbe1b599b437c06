import { isUniqueViolation } from "@/lib/db/sql";
import { ServiceError } from "../errors";

/**
 * Runs a write; a clash on the (account, url) unique index becomes RESOURCE_ALREADY_EXISTS,
 * whether the write went through Prisma or through writeTransaction's driver.
 */
export async function withUniqueUrl<T>(url: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ServiceError("RESOURCE_ALREADY_EXISTS", `A webhook with the URL ${url} is already registered.`, {
        errors: { url: ["Already registered by another webhook of this account."] },
      });
    }
    throw error;
  }
}
