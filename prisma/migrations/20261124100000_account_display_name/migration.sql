-- AlterTable
ALTER TABLE "Account" ADD COLUMN "displayName" TEXT;
