-- Issue 8: every stored phone becomes E.164 (+919447044444, +971501234567), the form the API now
-- writes. The rules are those of packages/shared/src/phone.ts (normalizePhone) for the forms the
-- old validator let in, plus spec §1's reading of a bare number of more than 10 digits (it already
-- carries its country code). A value none of them reads is left as it was; the web shows it as
-- stored and dials its digits. The helper function lives only for this migration.
CREATE FUNCTION "phone_e164_0003"(raw text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN v.t = '' OR length(v.t) > 40 OR v.t !~ '^\+?[0-9\s().-]+$' THEN raw
    -- Indian, as typed: a mobile, a trunk 0 before 10 digits, or 91 before them.
    WHEN v.intl IS NULL AND v.d ~ '^[6-9][0-9]{9}$' THEN '+91' || v.d
    WHEN v.intl IS NULL AND v.d ~ '^0[1-9][0-9]{9}$' THEN '+91' || substr(v.d, 2)
    WHEN v.intl IS NULL AND v.d ~ '^91[1-9][0-9]{9}$' THEN '+' || v.d
    -- Spec §1 before issue 8: a bare number of more than 10 digits carries its country code.
    WHEN v.intl IS NULL AND v.d ~ '^[1-9][0-9]{10,14}$' THEN '+' || v.d
    WHEN v.intl IS NULL THEN raw
    -- Written with + or 00: the country code, then the national number without a trunk 0
    -- (Italy keeps its 0); India needs 10 digits, others fit E.164's 15.
    WHEN v.intl !~ '^[1-9][0-9]+$' THEN raw
    ELSE (
      SELECT CASE
        WHEN c.cc = '91' THEN CASE WHEN c.nat ~ '^[1-9][0-9]{9}$' THEN '+91' || c.nat ELSE raw END
        WHEN length(c.nat) >= 6 AND length(c.cc) + length(c.nat) <= 15 THEN '+' || c.cc || c.nat
        ELSE raw
      END
      FROM (
        SELECT k.cc, CASE WHEN k.rest LIKE '0%' AND k.cc <> '39' THEN substr(k.rest, 2) ELSE k.rest END AS nat
        FROM (
          SELECT l.cc, substr(v.intl, length(l.cc) + 1) AS rest
          FROM (
            SELECT CASE
              WHEN left(v.intl, 1) IN ('1', '7') THEN left(v.intl, 1)
              WHEN left(v.intl, 2) IN ('20', '27', '30', '31', '32', '33', '34', '36', '39', '40', '41', '43', '44', '45',
                '46', '47', '48', '49', '51', '52', '53', '54', '55', '56', '57', '58', '60', '61', '62', '63', '64', '65',
                '66', '81', '82', '84', '86', '90', '91', '92', '93', '94', '95', '98') THEN left(v.intl, 2)
              ELSE left(v.intl, 3)
            END AS cc
          ) l
        ) k
      ) c
    )
  END
  FROM (
    SELECT s.t, s.d,
      CASE WHEN s.t LIKE '+%' THEN s.d WHEN s.d LIKE '00%' THEN substr(s.d, 3) END AS intl
    FROM (SELECT btrim(raw) AS t, regexp_replace(replace(btrim(raw), '(0)', ''), '[^0-9]', '', 'g') AS d) s
  ) v
$$;
--> statement-breakpoint
UPDATE "members" SET "phone" = "phone_e164_0003"("phone") WHERE "phone" <> '' AND "phone" IS DISTINCT FROM "phone_e164_0003"("phone");
--> statement-breakpoint
UPDATE "board_members" SET "phone" = "phone_e164_0003"("phone") WHERE "phone" <> '' AND "phone" IS DISTINCT FROM "phone_e164_0003"("phone");
--> statement-breakpoint
UPDATE "contacts" SET "phone" = "phone_e164_0003"("phone"), "alt_phone" = "phone_e164_0003"("alt_phone")
  WHERE "phone" IS DISTINCT FROM "phone_e164_0003"("phone") OR "alt_phone" IS DISTINCT FROM "phone_e164_0003"("alt_phone");
--> statement-breakpoint
UPDATE "departed" SET "phone" = "phone_e164_0003"("phone") WHERE "phone" <> '' AND "phone" IS DISTINCT FROM "phone_e164_0003"("phone");
--> statement-breakpoint
-- Settings are kept as {"v": value}; only the two phone settings, only when they hold text.
UPDATE "settings" SET "value" = jsonb_build_object('v', "phone_e164_0003"("value"->>'v'))
  WHERE "key" IN ('adminPhone', 'churchPhone') AND jsonb_typeof("value"->'v') = 'string'
  AND "value"->>'v' IS DISTINCT FROM "phone_e164_0003"("value"->>'v');
--> statement-breakpoint
DROP FUNCTION "phone_e164_0003"(text);
