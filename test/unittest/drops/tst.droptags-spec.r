1

-- @@stderr --
dtrace: [DTRACEDROP_SPEC] 1 speculative drop
