[a]

-- @@stderr --
dtrace: error on enabled probe ID 2 (ID 2: dtrace:::END): invalid address (0x0) in action #1
