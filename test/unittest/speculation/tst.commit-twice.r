once
done

