-- The first-run set-up token: while no organization exists, `/` offers to create the first one
-- and its admin to whoever holds this token (the start log prints it with the URL to open). One
-- row at most; any server process reads the same token. Deleted when the first organization is set up.
CREATE TABLE "setup_tokens" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "token" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "setup_tokens_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "setup_tokens_single_row" CHECK ("id" = 1)
);
