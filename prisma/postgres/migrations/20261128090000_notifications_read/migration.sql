-- The member's list of notifications: which are read, the list newest first, and the
-- unread count. Notifications written before the list existed were told by e-mail
-- already: they start read, so that nobody opens the portal to hundreds of unread ones.
ALTER TABLE "Notification" ADD COLUMN "readAt" TIMESTAMP(3);
UPDATE "Notification" SET "readAt" = "createdAt";
CREATE INDEX "Notification_organizationId_userId_createdAt_id_idx" ON "Notification"("organizationId", "userId", "createdAt", "id");
CREATE INDEX "Notification_organizationId_userId_readAt_id_idx" ON "Notification"("organizationId", "userId", "readAt", "id");
