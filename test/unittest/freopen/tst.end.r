== stdout above, file below
end

               42
