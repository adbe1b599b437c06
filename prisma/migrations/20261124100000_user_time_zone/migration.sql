-- AlterTable
ALTER TABLE "PortalUser" ADD COLUMN "timeZone" TEXT;
