-- The dashboard's newest quotes and client's choices of an organisation, read in order
-- instead of sorting every enquiry it has.
CREATE INDEX "TrackedEnquiry_organizationId_quotedAt_idx" ON "TrackedEnquiry"("organizationId", "quotedAt");
CREATE INDEX "TrackedEnquiry_organizationId_choiceAt_idx" ON "TrackedEnquiry"("organizationId", "choiceAt");
