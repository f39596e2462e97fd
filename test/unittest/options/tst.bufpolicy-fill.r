tick 0
tick 1
end

status 0
