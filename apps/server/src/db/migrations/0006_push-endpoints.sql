-- Push endpoints are stored in their WHATWG URL form (docs/decisions.md "Push endpoints are stored
-- normalised"): the host lower-cased, its percent-encoded unreserved characters decoded, the
-- default port dropped. Rows written before as sent are rewritten so, and rows that then name one
-- endpoint are merged, keeping the newest (its keys are the browser's latest). The rows were let
-- in only with an https URL of an allowed host, without user or password; a host with another
-- percent-encoding is left as it was. The helper function lives only for this migration.
CREATE FUNCTION "push_endpoint_0006"(raw text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  parts text[];
  host text;
  hex text[];
  ch text;
BEGIN
  parts := regexp_match(raw, '^[Hh][Tt][Tt][Pp][Ss]://([^/?#]*)(.*)$');
  IF parts IS NULL THEN RETURN raw; END IF;
  host := parts[1];
  LOOP
    hex := regexp_match(host, '%([0-9A-Fa-f]{2})');
    EXIT WHEN hex IS NULL;
    ch := chr(('x' || hex[1])::bit(8)::int);
    IF ch !~ '^[A-Za-z0-9._~-]$' THEN RETURN raw; END IF;
    host := replace(host, '%' || hex[1], ch);
  END LOOP;
  host := regexp_replace(lower(host), ':443$', '');
  RETURN 'https://' || host || CASE WHEN parts[2] = '' THEN '/' ELSE parts[2] END;
END
$$;
--> statement-breakpoint
DELETE FROM "push_subscriptions" AS older USING "push_subscriptions" AS newer
  WHERE "push_endpoint_0006"(older."endpoint") = "push_endpoint_0006"(newer."endpoint")
    AND (older."created_at", older."id") < (newer."created_at", newer."id");
--> statement-breakpoint
UPDATE "push_subscriptions" SET "endpoint" = "push_endpoint_0006"("endpoint")
  WHERE "endpoint" <> "push_endpoint_0006"("endpoint");
--> statement-breakpoint
DROP FUNCTION "push_endpoint_0006"(text);
