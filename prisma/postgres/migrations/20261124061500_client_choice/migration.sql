-- AlterTable
ALTER TABLE "TrackedEnquiry" ADD COLUMN     "choiceAt" TIMESTAMP(3),
ADD COLUMN     "choiceLabel" TEXT;

-- AlterTable
ALTER TABLE "ShareLink" ADD COLUMN     "firstViewedAt" TIMESTAMP(3),
ADD COLUMN     "lastViewedAt" TIMESTAMP(3),
ADD COLUMN     "viewCount" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "ClientPreference" (
    "enquiryId" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "quoteId" TEXT NOT NULL,
    "quoteItemId" TEXT NOT NULL,
    "unitName" TEXT NOT NULL,
    "note" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ClientPreference_pkey" PRIMARY KEY ("enquiryId")
);

-- CreateTable
CREATE TABLE "ShareChoice" (
    "shareLinkId" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "serviceReference" TEXT NOT NULL,
    "quoteId" TEXT NOT NULL,
    "quoteItemId" TEXT NOT NULL,
    "propertyName" TEXT NOT NULL,
    "unitName" TEXT NOT NULL,
    "note" TEXT,
    "chosenAt" TIMESTAMP(3) NOT NULL,
    "forwarded" TEXT NOT NULL DEFAULT 'PENDING',

    CONSTRAINT "ShareChoice_pkey" PRIMARY KEY ("shareLinkId")
);

-- CreateTable
CREATE TABLE "AgencyProfile" (
    "organizationId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT,
    "phone" TEXT,
    "logo" BYTEA,
    "logoType" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AgencyProfile_pkey" PRIMARY KEY ("organizationId")
);

-- CreateIndex
CREATE INDEX "ShareChoice_organizationId_serviceReference_chosenAt_idx" ON "ShareChoice"("organizationId", "serviceReference", "chosenAt");

-- AddForeignKey
ALTER TABLE "ClientPreference" ADD CONSTRAINT "ClientPreference_enquiryId_fkey" FOREIGN KEY ("enquiryId") REFERENCES "Enquiry"("id") ON DELETE CASCADE ON UPDATE CASCADE;
