CPU     ID                    FUNCTION:NAME
CPU ID :BEGIN 


-- @@stderr --
dtrace: script 'tst.notquiet.d' matched 1 probe
