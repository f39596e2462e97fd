tick 0
tick 1
tick 2
end

status 5
