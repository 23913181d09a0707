-- A run that stopped pinned at an end of its ladder stores that end as its threshold, and here
-- what the end claims: the threshold lies at or below it, or at or above it
-- (src/exam-contract/adaptive/staircase.ts). Null for a threshold estimated from reversals.
ALTER TABLE adaptive_runs ADD COLUMN threshold_bound text CHECK (threshold_bound IN ('atOrBelow', 'atOrAbove'));
