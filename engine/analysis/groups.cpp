// Step 9: groups (群) — strings joined by links that hold (connected or
// cuttable) and by the regions they share.
#include "context.h"

#include <algorithm>
#include <numeric>

namespace irodori::analysis::detail {

void buildGroups(Context& ctx)
{
    Analysis& a = ctx.out;
    const int n = static_cast<int>(a.strings.size());
    static thread_local std::vector<int> parent, groupOfRoot, members;
    parent.resize(static_cast<std::size_t>(n));
    std::iota(parent.begin(), parent.end(), 0);
    auto find = [&](int x) {
        while (parent[x] != x)
            x = parent[x] = parent[parent[x]];
        return x;
    };
    auto unite = [&](int x, int y) {
        x = find(x);
        y = find(y);
        if (x != y)
            parent[std::max(x, y)] = std::min(x, y);
    };
    for (const Link& l : a.links)
        if (l.state != LinkState::Broken)
            unite(l.a, l.b);
    // Strings around one region of territory live or die together: the
    // region is their common eye space.
    for (const Region& r : a.regions)
        for (std::size_t i = 1; i < r.strings.size(); ++i)
            unite(r.strings[0], r.strings[i]);

    a.groups.clear();
    groupOfRoot.assign(static_cast<std::size_t>(n), -1);
    members.assign(static_cast<std::size_t>(n), 0);
    int roots = 0;
    for (int s = 0; s < n; ++s)
        roots += members[find(s)]++ == 0;
    a.groups.reserve(static_cast<std::size_t>(roots));
    for (int s = 0; s < n; ++s) {
        const int root = find(s);
        if (groupOfRoot[root] < 0) {
            groupOfRoot[root] = static_cast<int>(a.groups.size());
            a.groups.emplace_back();
            a.groups.back().color = a.strings[s].color;
            a.groups.back().strings = spareList(static_cast<std::size_t>(members[root]));
        }
        const int g = groupOfRoot[root];
        a.strings[s].group = g;
        a.groups[g].strings.push_back(s);
        a.groups[g].stones += static_cast<int>(a.strings[s].stones.size());
    }
    for (std::size_t r = 0; r < a.regions.size(); ++r) {
        Region& reg = a.regions[r];
        if (reg.strings.empty())
            continue;
        reg.group = a.strings[reg.strings[0]].group;
        std::vector<int>& regions = a.groups[reg.group].regions;
        if (regions.capacity() == 0)
            regions = spareList();
        regions.push_back(static_cast<int>(r));
    }
    // Liberties and enemy neighbours.
    static thread_local std::vector<int> neighbours; // scratch: each group's list is allocated once
    for (std::size_t g = 0; g < a.groups.size(); ++g) {
        Group& grp = a.groups[g];
        neighbours.clear();
        // The group's liberties counted once each: marked in a pass of its own.
        const std::uint32_t seen = ctx.newPass();
        for (int s : grp.strings) {
            for (Point lib : a.strings[s].liberties)
                if (ctx.mark[lib] != seen) {
                    ctx.mark[lib] = seen;
                    ++grp.liberties;
                }
            if (a.strings[s].removed)
                continue;
            for (Point p : a.strings[s].stones)
                for (int i = 0; i < 4; ++i) {
                    const Point q = p + ctx.off(i);
                    if (ctx.live(q) != opponent(grp.color))
                        continue;
                    const int og = a.strings[ctx.stringOf(q)].group;
                    if (std::find(neighbours.begin(), neighbours.end(), og) == neighbours.end())
                        neighbours.push_back(og);
                }
        }
        std::sort(neighbours.begin(), neighbours.end());
        if (!neighbours.empty())
            grp.neighbours = spareList(neighbours.size());
        grp.neighbours.assign(neighbours.begin(), neighbours.end());
    }
}

} // namespace irodori::analysis::detail
