-- CreateTable
CREATE TABLE "ApiRateLimit" (
    "keyId" TEXT NOT NULL,
    "bucket" INTEGER NOT NULL,
    "count" INTEGER NOT NULL,

    PRIMARY KEY ("keyId", "bucket")
);

-- CreateIndex
CREATE INDEX "ApiRateLimit_bucket_idx" ON "ApiRateLimit"("bucket");
