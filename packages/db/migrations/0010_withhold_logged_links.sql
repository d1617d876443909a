-- Reset and invitation links never stay in the email log (issue 8, item 5): messages logged
-- before the mailer withheld them lose their links as new ones are kept.
UPDATE "email_log" SET "body" = regexp_replace("body", '\S*/reset-password/\S+', '[link withheld: sent only to the recipient]', 'g') WHERE "body" LIKE '%/reset-password/%';
