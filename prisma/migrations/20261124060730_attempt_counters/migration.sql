/*
  Warnings:

  - You are about to drop the `SignInLimit` table. If the table is not empty, all the data it contains will be lost.

*/
-- DropTable
PRAGMA foreign_keys=off;
DROP TABLE "SignInLimit";
PRAGMA foreign_keys=on;

-- CreateTable
CREATE TABLE "AttemptCounter" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "count" INTEGER NOT NULL,
    "resetAt" BIGINT NOT NULL
);

-- CreateIndex
CREATE INDEX "AttemptCounter_resetAt_idx" ON "AttemptCounter"("resetAt");
