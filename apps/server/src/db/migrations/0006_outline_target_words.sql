-- The outline's word allowance per section is now named targetWords, as the rest of the project representation
-- is camelCase; stored outlines are rewritten so no section loses its allowance. Order and other keys are kept.
UPDATE "projects"
SET "outline" = (
  SELECT jsonb_agg(
    CASE
      WHEN jsonb_typeof(section) = 'object' AND section -> 'target_words' IS NOT NULL
        THEN (section - 'target_words') || jsonb_build_object('targetWords', section -> 'target_words')
      ELSE section
    END
    ORDER BY position
  )
  FROM jsonb_array_elements("outline") WITH ORDINALITY AS t(section, position)
)
WHERE jsonb_typeof("outline") = 'array' AND jsonb_path_exists("outline", '$[*].target_words');
