error 4
end

-- @@stderr --
dtrace: error on enabled probe ID 2 (ID 2: dtrace:::END): divide-by-zero in action #1
