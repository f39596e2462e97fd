CPU     ID                    FUNCTION:NAME
CPU ID :BEGIN hi


-- @@stderr --
dtrace: script 'tst.notquiet.d' matched 1 probe
dtrace: allowing destructive actions
