CPU     ID                    FUNCTION:NAME
CPU ID :BEGIN allowed


-- @@stderr --
dtrace: script 'tst.w.d' matched 1 probe
dtrace: allowing destructive actions
