-- @@stderr --
dtrace: failed to compile script err.D_PRED_SCALAR.array.d: [D_PRED_SCALAR] line 13: predicate result must be of scalar type
